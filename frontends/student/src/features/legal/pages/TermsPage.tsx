import { LegalDocument } from '../components/LegalDocument';

/** /terms (spec 2 §2): eleven sections, governed by Italian law. */
export default function TermsPage() {
  return (
    <LegalDocument
      slug="terms"
      description="The terms for using Redress: what the service does, that it is not legal advice, your responsibilities, liability and Italian governing law."
    />
  );
}
