import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { type PriceCurrency } from '@redress/domain';
import { AppError } from '../../common/app-error';
import { distinctIds } from '../../common/ids';
import { AdminAuditService } from '../admin/audit/admin-audit.service';
import { AdminUser } from '../admin/entities/admin-user.entity';
import { SERVICES } from './catalogue-admin-listing';
import { AdminServiceRowDto } from '../admin/listings/dto/listings.dto';
import { Service } from './entities/service.entity';
import { ServiceDto } from './dto/service.dto';

export class ServiceNotFoundError extends AppError {
  readonly statusCode = 404;
  constructor() {
    super('No service has this id.', 'not-found');
  }
}

const CACHE_MS = 5 * 60 * 1000;

const PRICE_ID_COLUMN: Record<PriceCurrency, keyof Service> = {
  USD: 'stripePriceIdUsd',
  EUR: 'stripePriceIdEur',
  GBP: 'stripePriceIdGbp',
  CAD: 'stripePriceIdCad',
  AUD: 'stripePriceIdAud',
  JPY: 'stripePriceIdJpy',
};

/** One service as the catalogue holds it, for the features that sell or book it. */
export type CatalogueEntry = Readonly<Service>;

/** The service catalogue priced in one currency; served from a five-minute cache. */
@Injectable()
export class CatalogueService {
  private readonly cache = new Map<PriceCurrency, { at: number; services: ServiceDto[] }>();

  constructor(
    @InjectRepository(Service) private readonly services: Repository<Service>,
    private readonly audit: AdminAuditService,
  ) {}

  async list(currency: PriceCurrency): Promise<ServiceDto[]> {
    const cached = this.cache.get(currency);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.services;
    const rows = await this.services.find({ order: { price: 'ASC', id: 'ASC' } });
    const services = rows.map((row) => toDto(row, currency));
    this.cache.set(currency, { at: Date.now(), services });
    return services;
  }

  /** The service with this id, read fresh (a price paid or a call booked is never a cached one). */
  async find(id: number): Promise<CatalogueEntry | null> {
    return this.services.findOneBy({ id });
  }

  /**
   * The services with these ids, read fresh, by id: one read for a whole list of rows that name
   * services (empty ids are skipped; an id the catalogue no longer has is absent).
   */
  async findByIds(ids: Iterable<number | null | undefined>): Promise<Map<number, CatalogueEntry>> {
    const wanted = distinctIds(ids);
    if (wanted.length === 0) return new Map();
    const rows = await this.services.findBy({ id: In(wanted) });
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The ids of the services of these types (the catalogue is small: one read, no cache). */
  async idsOfTypes(types: readonly string[]): Promise<number[]> {
    if (types.length === 0) return [];
    const rows = await this.services.find({
      select: { id: true },
      where: { type: In([...types]) },
      order: { id: 'ASC' },
    });
    return rows.map((row) => row.id);
  }

  /** The operator marks a service's calls payable later (or paid first); the catalogue is re-read. */
  async setPayableLater(
    admin: AdminUser,
    rawId: string,
    payableLater: boolean,
  ): Promise<AdminServiceRowDto> {
    const id = Number(rawId);
    const service = /^[1-9]\d{0,11}$/.test(rawId) ? await this.services.findOneBy({ id }) : null;
    if (!service) throw new ServiceNotFoundError();
    await this.services.update({ id }, { payableLater });
    this.cache.clear();
    await this.audit.record(admin, {
      action: 'service.payment',
      detail: `service ${id} (${service.name}): ${payableLater ? 'payable later' : 'paid before booking'}`,
      outcome: 'ok',
    });
    return SERVICES.row({ ...service, payableLater }, {});
  }
}

export function toDto(service: Service, currency: PriceCurrency): ServiceDto {
  const price =
    service.prices?.[currency] ?? (service.currency === currency ? service.price : undefined);
  // A price missing for a currency falls back to the service's own currency rather than guessing a conversion.
  const [amount, code] =
    price === undefined ? [service.price, service.currency] : [price, currency];
  return {
    id: service.id,
    name: service.name,
    description: service.description,
    features: service.features ?? [],
    price: amount,
    currency: code,
    type: service.type,
    stripePriceId:
      ((service[PRICE_ID_COLUMN[code as PriceCurrency]] as string | null) ??
        service.stripePriceId) ||
      null,
    payableLater: Boolean(service.payableLater),
  };
}
