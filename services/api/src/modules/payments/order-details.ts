import { Injectable } from '@nestjs/common';
import { CatalogueService } from '../catalogue/catalogue.service';
import { UsersService } from '../users/users.service';
import type { ServiceOrder } from './entities/service-order.entity';

/**
 * What an order shows of rows other features own, each asked of its owner: the service's name
 * and type (the catalogue) and the student's address (users). A part not asked for is absent; a
 * part asked for is null when its row is gone (an anonymised order names no user).
 */
export interface OrderDetails {
  service?: { name: string; type: string } | null;
  user?: { email: string } | null;
}

export type DetailedOrder = ServiceOrder & OrderDetails;

/** Adds the asked parts to orders: one read per part for a whole list, not one per order. */
@Injectable()
export class OrderDetailsReader {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly users: UsersService,
  ) {}

  async of<O extends ServiceOrder>(
    orders: O[],
    parts: { [Part in keyof OrderDetails]?: true },
  ): Promise<(O & OrderDetails)[]> {
    const [services, users] = await Promise.all([
      parts.service ? this.catalogue.findByIds(orders.map((order) => order.serviceId)) : null,
      parts.user ? this.users.findByIds(orders.map((order) => order.userId)) : null,
    ]);
    for (const order of orders) {
      if (services) {
        const service = services.get(order.serviceId);
        Object.assign(order, {
          service: service ? { name: service.name, type: service.type } : null,
        });
      }
      if (users) {
        const user = order.userId === null ? undefined : users.get(order.userId);
        Object.assign(order, { user: user ? { email: user.email } : null });
      }
    }
    return orders as (O & OrderDetails)[];
  }

  /** One order with the asked parts; null stays null. */
  async one<O extends ServiceOrder>(
    order: O | null,
    parts: { [Part in keyof OrderDetails]?: true },
  ): Promise<(O & OrderDetails) | null> {
    return order ? (await this.of([order], parts))[0] : null;
  }
}
