import { Injectable, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { FORGET_STAGES, HoldsPersonalData, PersonalDataHolder } from '../../common/personal-data';

/**
 * Every provider marked @HoldsPersonalData(), in the order they forget an account: dependent
 * rows first, the account last. Found, not listed, so a feature cannot be left out by this code.
 */
@Injectable()
export class PersonalDataHolders implements OnModuleInit {
  private ordered: PersonalDataHolder[] = [];

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    const found = this.discovery
      .getProviders({ metadataKey: HoldsPersonalData.KEY })
      .filter((wrapper) => wrapper.instance)
      .map((wrapper) => ({
        holder: wrapper.instance as PersonalDataHolder,
        stage: this.discovery.getMetadataByDecorator(HoldsPersonalData, wrapper)?.stage ?? 'own',
      }));
    this.ordered = FORGET_STAGES.flatMap((stage) =>
      found.filter((entry) => entry.stage === stage).map((entry) => entry.holder),
    );
  }

  all(): readonly PersonalDataHolder[] {
    return this.ordered;
  }
}
