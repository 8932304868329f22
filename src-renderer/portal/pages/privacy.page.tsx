import { LegalDocumentView } from '../components/LegalDocumentView';
import { privacyPolicy } from '../content/legal';

export default function PrivacyPage() {
  return <LegalDocumentView doc={privacyPolicy} description="What Job Portal collects, why, who receives it and how long we keep it." />;
}
