import { useFormState, type UseFormReturn } from 'react-hook-form';
import { TextField } from './text-field';

/** The fields drawn here, as every form that has them holds them: either a first and last name, or one name. */
interface ContactValues {
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string;
}
type ContactField = keyof ContactValues;

/** The fields drawn, in order, for a person with a first and last name or with one name: a form's server errors may land on them. */
export const CONTACT_FIELDS = {
  firstAndLast: ['firstName', 'lastName', 'email', 'phone'],
  oneName: ['name', 'email', 'phone'],
} as const satisfies Record<string, readonly ContactField[]>;

/** A first and last name, email and phone not filled in yet: where a form drawing them starts. */
export const EMPTY_CONTACT = { firstName: '', lastName: '', email: '', phone: '' } satisfies Omit<
  ContactValues,
  'name'
>;

/** Each field's input type and the browser's autofill token for a person's own details. */
const INPUTS: Record<ContactField, { type?: string; autoComplete: string }> = {
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
};

/** A first and last name (the default), or one name field; `labelOf` names each field drawn. */
type NameFields =
  | { oneName?: false; labelOf: (field: Exclude<ContactField, 'name'>) => string }
  | { oneName: true; labelOf: (field: Exclude<ContactField, 'firstName' | 'lastName'>) => string };

type ContactFieldsProps<Values extends Pick<ContactValues, 'email' | 'phone'>, Output> = NameFields & {
  form: UseFormReturn<Values, unknown, Output>;
  /** Off where staff type in a guest's details: the browser must not offer their own. */
  autofill?: boolean;
};

/**
 * A person's name, email and phone, as cells of the caller's grid, each with its label and its
 * error (the server's included).
 */
export function ContactFields<Values extends Pick<ContactValues, 'email' | 'phone'>, Output>({
  form,
  oneName,
  labelOf,
  autofill = true,
}: ContactFieldsProps<Values, Output>) {
  // The fields are the same in every form that has them; only the form's other fields differ.
  const { register, control } = form as unknown as UseFormReturn<ContactValues>;
  const fields: readonly ContactField[] = oneName ? CONTACT_FIELDS.oneName : CONTACT_FIELDS.firstAndLast;
  const label = labelOf as (field: ContactField) => string;
  const { errors } = useFormState({ control, name: fields });
  return (
    <>
      {fields.map((field) => (
        <TextField
          key={field}
          label={label(field)}
          error={errors[field]?.message}
          type={INPUTS[field].type}
          autoComplete={autofill ? INPUTS[field].autoComplete : 'off'}
          registration={register(field)}
        />
      ))}
    </>
  );
}
