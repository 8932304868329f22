import { LegalDocumentView } from '../components/LegalDocumentView';
import { termsAndConditions } from '../content/legal';

export default function TermsPage() {
  return <LegalDocumentView doc={termsAndConditions} description="The rules for posting jobs, applying and using Job Portal." />;
}
