import { useQuery } from '@tanstack/react-query';
import type { ScheduleExceptionDto } from '@shared/schemas/schedule';
import { queryKeys } from './query-keys';

/**
 * Every date exception, past ones included (read-only), by start date. Every back-office role
 * may read them: Settings lists and edits them, the staff booking form says when a date is closed.
 */
export function useScheduleExceptions() {
  return useQuery<ScheduleExceptionDto[]>({ queryKey: queryKeys.admin.scheduleExceptions });
}
