import type { DefaultValues } from 'react-hook-form';
import type { AdminSettingsDto, SettingsUpdateInput } from '@shared/schemas/settings';
import { useSettingsForm, type SettingsFormName } from './use-settings-form';

type OneSetting = keyof AdminSettingsDto & keyof SettingsUpdateInput;

/** A settings card whose form edits one setting as it is stored, saved as it is: `{ [key]: value }`. */
export function useOneSettingForm<K extends OneSetting>(name: SettingsFormName, key: K, initial: AdminSettingsDto) {
  const pick = (settings: AdminSettingsDto) => ({ [key]: settings[key] }) as Pick<AdminSettingsDto, K>;
  return useSettingsForm<Pick<AdminSettingsDto, K>>({
    name,
    defaultValues: pick(initial) as DefaultValues<Pick<AdminSettingsDto, K>>,
    toUpdate: (values) => values as SettingsUpdateInput,
    pick,
  });
}
