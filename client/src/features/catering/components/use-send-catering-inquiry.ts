import type { UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import type { publicCateringRequestSchema, PublicCateringRequestInput } from '@shared/schemas/catering';
import { applyServerErrors, onlyFields } from '@/lib/apply-server-errors';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useCateringI18n } from '@/i18n/catering';
import { useSubmitCateringRequest } from '../api';

export type CateringInquiryValues = z.input<typeof publicCateringRequestSchema>;

/** What the confirmation repeats back once a request is stored. */
export interface SentCateringRequest {
  id: number;
  firstName: string;
  guestCount: number;
  eventDate: string;
  contactPreference: PublicCateringRequestInput['contactPreference'];
}

/** The fields a server message can be shown on (the bot trap is not one of them). */
const fieldOf = onlyFields<CateringInquiryValues>([
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'eventType',
  'eventDate',
  'eventTime',
  'guestCount',
  'deliveryAddress',
  'serviceType',
  'dietaryRestrictions',
  'specialRequests',
  'contactPreference',
]);

interface SendOptions {
  form: { setError: UseFormSetError<CateringInquiryValues> };
  /** The restaurant's phone, offered when the request could not be sent. */
  phone: string;
  onSent: (request: SentCateringRequest) => void;
}

/** Sends the inquiry and says how it went: refused fields are marked on the form. */
export function useSendCateringInquiry({ form, phone, onSent }: SendOptions) {
  const { t, language } = useCateringI18n();
  const submit = useSubmitCateringRequest();

  const send = async (input: PublicCateringRequestInput) => {
    try {
      // The client's emails speak the language the site was in when they sent it.
      const receipt = await submit.mutateAsync({ ...input, language });
      toast({
        title: t('catering.toast.success.title'),
        description: t('catering.toast.success.body'),
        variant: 'success',
      });
      onSent({
        id: receipt.id,
        firstName: input.firstName,
        guestCount: input.guestCount,
        eventDate: input.eventDate,
        contactPreference: input.contactPreference,
      });
    } catch (error) {
      // Too many requests is said in the server's words; any other failure offers the phone.
      const description =
        applyServerErrors(form, error, { fieldOf }).length > 0
          ? t('catering.toast.fieldErrors.body')
          : errorMessage(error, t('catering.toast.error.body', { phone }), [429]);
      toast({ title: t('catering.toast.error.title'), description, variant: 'destructive' });
    }
  };

  return { send, pending: submit.isPending };
}
