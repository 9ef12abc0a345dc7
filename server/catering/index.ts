export { cateringRouter } from './catering-routes';
