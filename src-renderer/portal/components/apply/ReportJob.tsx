// "Report this job" on the job page: a quiet link that opens the report form. The form, with its
// schema and zod, loads only when opened, so the job page's first load carries none of it. Without
// JavaScript the link asks the server for the page with the form open (`?report`).
import { Suspense, lazy, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, Loader } from '@mantine/core';
import { useFormAnswer } from '../../state/initial-data';

const ReportJobForm = lazy(() => import('./ReportJobForm'));

export function ReportJob({ jobId }: { jobId: string }) {
  const askedFor = new URLSearchParams(useLocation().search).has('report');
  const answered = useFormAnswer('report') !== null;
  const [open, setOpen] = useState(askedFor || answered);
  if (!open) {
    return (
      <Button
        component="a"
        href={`/apply/${encodeURIComponent(jobId)}?report#report`}
        variant="subtle"
        color="gray"
        size="compact-sm"
        w="fit-content"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
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
