import { DataSource } from 'typeorm';
import { Service } from '../../modules/catalogue/entities/service.entity';

type CatalogueEntry = Pick<
  Service,
  'id' | 'name' | 'description' | 'features' | 'price' | 'type' | 'currency' | 'prices'
>;

/**
 * The service catalogue. Ids 19 and 20 are fixed: checkout links elsewhere on the site use them.
 * Prices are minor units per currency; JPY has no minor unit.
 */
export const CATALOGUE: CatalogueEntry[] = [
  {
    id: 18,
    name: 'Free AI Analysis',
    description:
      'An automated analysis of your case against your institution’s policy: key issues, the rules that apply, best and worst case, deadlines and next steps. Up to 3 analyses a day.',
    features: [
      'Up to 3 analyses per day',
      'Key issues and relevant policies',
      'Deadlines and next steps',
      'Editable draft letter',
    ],
    price: 0,
    type: 'basic',
    currency: 'USD',
    prices: { USD: 0, EUR: 0, GBP: 0, CAD: 0, AUD: 0, JPY: 0 },
  },
  {
    id: 19,
    name: 'Professional Review',
    description:
      'A human expert reviews your case and your draft letter and sends written analysis with line-by-line feedback within 2–3 business days.',
    features: [
      'Written analysis by a human expert',
      'Line-by-line feedback on your letter',
      'Delivered within 2–3 business days',
    ],
    price: 4999,
    type: 'review',
    currency: 'USD',
    prices: { USD: 4999, EUR: 4599, GBP: 3999, CAD: 6899, AUD: 7699, JPY: 7500 },
  },
  {
    id: 20,
    name: 'Video Consultation',
    description:
      'A 60-minute video call with an advisor to discuss your case and plan your strategy, with follow-up notes afterwards.',
    features: ['60-minute video call', 'Strategy discussion', 'Follow-up notes'],
    price: 7999,
    type: 'consultation',
    currency: 'USD',
    prices: { USD: 7999, EUR: 7399, GBP: 6399, CAD: 10999, AUD: 12299, JPY: 12000 },
  },
  {
    id: 21,
    name: 'Mediation',
    description:
      'A neutral third-party mediator helps you and your institution reach a resolution without a formal hearing.',
    features: [
      'Neutral third-party mediator',
      'Preparation session',
      'Written summary of the outcome',
    ],
    price: 24999,
    type: 'mediation',
    currency: 'USD',
    prices: { USD: 24999, EUR: 22999, GBP: 19999, CAD: 34499, AUD: 38499, JPY: 37500 },
  },
  {
    id: 22,
    name: 'Editor Support package',
    description:
      'An editor reviews your documents and sends a written report within 3 business days, followed by a 30-minute follow-up consultation. One-time payment.',
    features: [
      'Document review',
      'Personalized guidance in a written report within 3 business days',
      '30-minute follow-up consultation',
    ],
    price: 19900,
    type: 'editor',
    currency: 'GBP',
    prices: { USD: 24999, EUR: 22999, GBP: 19900, CAD: 34499, AUD: 38499, JPY: 38000 },
  },
];

/** Inserts catalogue entries that are missing; never overwrites what an operator changed. Returns how many were added. */
export async function seedCatalogue(dataSource: DataSource): Promise<number> {
  const services = dataSource.getRepository(Service);
  const existing = new Set((await services.find({ select: { id: true } })).map((s) => s.id));
  const missing = CATALOGUE.filter((entry) => !existing.has(entry.id));
  for (const entry of missing) {
    await services.createQueryBuilder().insert().values(entry).orIgnore().execute();
  }
  return missing.length;
}
