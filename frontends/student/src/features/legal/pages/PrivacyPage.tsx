import { LegalDocument } from '../components/LegalDocument';

/** /privacy (spec 2 §2): what Redress collects and why, your rights, and data deletion. */
export default function PrivacyPage() {
  return (
    <LegalDocument
      slug="privacy"
      description="What personal data Redress collects, how it is used and shared, how long it is kept, and your rights under the GDPR, including deletion."
    />
  );
}
