import { useId } from 'react';
import { useController, type Control, type UseFormRegisterReturn } from 'react-hook-form';
import { ADMIN_ROLES, type AdminRole } from '@shared/constants';
import { Field, Input, NativeSelect } from '@/components/ui/form-controls';
import { PasswordInput } from '@/components/ui/password-input';
import { Switch } from '@/components/ui/switch';
import { useAdminI18n } from '@/lib/admin-i18n';

interface RegisteredFieldProps {
  error?: string;
  registration: UseFormRegisterReturn;
}

export function UsernameField({ error, registration }: RegisteredFieldProps) {
  const { t } = useAdminI18n();
  return (
    <Field label={t('admin.users.form.username')} error={error} hint={t('admin.users.form.usernameHint')}>
      {(control) => (
        <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...control} {...registration} />
      )}
    </Field>
  );
}

export function EmailField({ error, registration }: RegisteredFieldProps) {
  const { t } = useAdminI18n();
  return (
    <Field label={t('admin.users.form.email')} error={error} hint={t('admin.users.form.emailHint')}>
      {(control) => <Input type="email" inputMode="email" autoComplete="off" {...control} {...registration} />}
    </Field>
  );
}

/** The password on Create, the optional new password on Edit: typed hidden, with show/hide. */
export function PasswordField({
  label,
  hint,
  error,
  registration,
}: RegisteredFieldProps & { label: string; hint: string }) {
  const { t } = useAdminI18n();
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <PasswordInput
          showLabel={t('admin.users.form.showPassword')}
          hideLabel={t('admin.users.form.hidePassword')}
          autoComplete="new-password"
          {...control}
          {...registration}
        />
      )}
    </Field>
  );
}

/** What both account forms hold alike: the role and whether the account may sign in. */
interface AccountValues {
  role: AdminRole;
  isActive: boolean;
}

/** The account form's `control`; only its role and active fields are read here. */
interface AccountControlProps<Values extends AccountValues, Output> {
  control: Control<Values, unknown, Output>;
}

/** Admin, Manager or Staff, with a line saying what the chosen role may do. */
export function RoleField<Values extends AccountValues, Output>({ control }: AccountControlProps<Values, Output>) {
  const { t } = useAdminI18n();
  const { field, fieldState } = useController({ control: control as unknown as Control<AccountValues>, name: 'role' });
  return (
    <Field
      label={t('admin.users.form.role')}
      error={fieldState.error?.message}
      hint={t(`admin.users.form.roleHint.${field.value}`)}
    >
      {(props) => (
        <NativeSelect
          {...props}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value as AdminRole)}
        >
          {ADMIN_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`admin.role.${role}`)}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

interface ActiveFieldProps<Values extends AccountValues, Output> extends AccountControlProps<Values, Output> {
  /** Why it cannot be changed (one's own account), shown under it. */
  lockedReason?: string;
}

/** Whether the account may sign in. */
export function ActiveField<Values extends AccountValues, Output>({
  control,
  lockedReason,
}: ActiveFieldProps<Values, Output>) {
  const {
    field: { value: active, onChange },
  } = useController({ control: control as unknown as Control<AccountValues>, name: 'isActive' });
  const { t } = useAdminI18n();
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <div className="flex min-h-11 items-center gap-3">
        <Switch
          id={id}
          checked={active}
          onCheckedChange={onChange}
          disabled={Boolean(lockedReason)}
          aria-describedby={lockedReason ? `${id}-locked` : undefined}
        />
        <label htmlFor={id} className="text-sm font-semibold">
          {t('admin.users.form.active')}
        </label>
      </div>
      {lockedReason && (
        <p id={`${id}-locked`} className="text-sm text-muted-foreground">
          {lockedReason}
        </p>
      )}
    </div>
  );
}
