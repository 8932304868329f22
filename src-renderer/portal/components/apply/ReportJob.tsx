// "Report this job" on the job page: a quiet link that opens the report form. The form, with its
// schema and zod, loads only when opened, so the job page's first load carries none of it. Without
// JavaScript the link asks the server for the page with the form open (`?report`).
import { Suspense, lazy, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Loader } from '@mantine/core';
import { ButtonInner, buttonLook } from '../plain/mantine-look';
import { useFormAnswer } from '../../state/initial-data';

const ReportJobForm = lazy(() => import('./ReportJobForm'));

// Mantine's subtle gray compact Button, as a plain link (plain/mantine-look.tsx).
const REPORT_LINK_LOOK = buttonLook({ variant: 'subtle', size: 'compact-sm', style: { width: 'fit-content' } });

export function ReportJob({ jobId }: { jobId: string }) {
  const askedFor = new URLSearchParams(useLocation().search).has('report');
  const answered = useFormAnswer('report') !== null;
  const [open, setOpen] = useState(askedFor || answered);
  if (!open) {
    return (
      <a
        href={`/apply/${encodeURIComponent(jobId)}?report#report`}
        {...REPORT_LINK_LOOK}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <ButtonInner>Report this job</ButtonInner>
      </a>
    );
  }
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Loading the report form" />}>
      <ReportJobForm jobId={jobId} onSent={() => setOpen(false)} />
    </Suspense>
  );
}
