import { useMutation } from '@tanstack/react-query';
import type { ReportRequest } from '@fieldhouse/contract';
import { call } from '../api.ts';

/** `POST /safeguarding/reports`: a message or a profile reported to the club's safeguarding staff. */
export function useReport() {
  return useMutation({
    mutationFn: (body: ReportRequest) => call('POST /safeguarding/reports', { body }),
    meta: { silent: true },
  });
}
