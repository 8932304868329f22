// "Report this job" on the job page: a quiet button that opens the report form. The form, with its
// schema and zod, loads only when opened, so the job page's first load carries none of it.
import { Suspense, lazy, useState } from 'react';
import { Button, Loader } from '@mantine/core';

const ReportJobForm = lazy(() => import('./ReportJobForm'));

export function ReportJob({ jobId }: { jobId: string }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="subtle" color="gray" size="compact-sm" onClick={() => setOpen(true)} w="fit-content">
        Report this job
      </Button>
    );
  }
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Loading the report form" />}>
      <ReportJobForm jobId={jobId} onSent={() => setOpen(false)} />
    </Suspense>
  );
}
