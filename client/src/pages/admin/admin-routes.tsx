import { Route, Switch } from 'wouter';
import NotFoundPage from '@/pages/not-found-page';
import AdminDashboardPage from './dashboard-page';
import HallEventBeoPage from './hall-event-beo-page';
import HallEventPage from './hall-event-page';
import AdminLoginPage from './login-page';
import ResetPasswordPage from './reset-password-page';

/** The whole back office, loaded as one separate chunk the first time /admin is visited. */
export default function AdminRoutes() {
  return (
    <Switch>
      <Route path="/admin/login" component={AdminLoginPage} />
      <Route path="/admin/reset-password" component={ResetPasswordPage} />
      <Route path="/admin" component={AdminDashboardPage} />
      <Route path="/admin/orders" component={AdminDashboardPage} />
      <Route path="/admin/site-content" component={AdminDashboardPage} />
      <Route path="/admin/hall-events/:id/beo" component={HallEventBeoPage} />
      <Route path="/admin/hall-events/:id" component={HallEventPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
