import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import {
  cateringSchema,
  type CateringFormValues,
  type CateringInput,
  type CateringOrderDto,
} from '@shared/schemas/catering';
import { Tabs } from '@/components/ui/tabs';
import {
  CATERING_FORM_TABS,
  cateringFormFromOrder,
  emptyCateringForm,
  errorCountByTab,
  type CateringFormTab,
} from '../../catering-form-model';
import { AdminPricingTab } from './admin-pricing-tab';
import { ClientInfoTab } from './client-info-tab';
import { EventDetailsTab } from './event-details-tab';
import { FormFooter } from './form-footer';
import { CateringFormTabList } from './form-tabs';
import { useFormTabs } from './use-form-tabs';
import { useSaveCateringOrder } from './use-save-catering-order';

function errorPaths(errors: FieldErrors<CateringFormValues>): string[] {
  return Object.keys(errors).filter((key) => errors[key as keyof CateringFormValues]);
}

interface CateringFormProps {
  /** The order to edit; null adds a new one. */
  order: CateringOrderDto | null;
  onDone: () => void;
}

/** The add/edit form of a catering order, in three tabs: Client Info, Event Details, Admin & Pricing. */
export function CateringForm({ order, onDone }: CateringFormProps) {
  const form = useForm<CateringFormValues, unknown, CateringInput>({
    resolver: zodResolver(cateringSchema),
    defaultValues: order ? cateringFormFromOrder(order) : emptyCateringForm(),
    // The invalid field may sit on a hidden tab: that tab is opened first, then the field focused.
    shouldFocusError: false,
  });
  const { tab, setTab, showFirstError } = useFormTabs(form.setFocus);
  const save = useSaveCateringOrder(order, { form, onFieldErrors: showFirstError, onSaved: onDone });
  const errorCounts = errorCountByTab(errorPaths(form.formState.errors));

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(save, (invalid) => showFirstError(errorPaths(invalid)))}
        className="mt-4"
      >
        <Tabs value={tab} onValueChange={(value) => setTab(value as CateringFormTab)}>
          <CateringFormTabList errorCounts={errorCounts} />
          <ClientInfoTab />
          <EventDetailsTab />
          <AdminPricingTab />
        </Tabs>
        <FormFooter
          hiddenErrors={CATERING_FORM_TABS.some((name) => name !== tab && errorCounts[name] > 0)}
          saving={form.formState.isSubmitting}
          editing={order !== null}
          onCancel={onDone}
        />
      </form>
    </FormProvider>
  );
}
