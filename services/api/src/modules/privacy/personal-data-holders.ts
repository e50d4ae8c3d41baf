import { Injectable, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { markedProviders } from '../../common/discovered';
import {
  FORGET_STAGES,
  ForgetStage,
  HoldsPersonalData,
  PersonalDataHolder,
} from '../../common/personal-data';

/**
 * Every provider marked @HoldsPersonalData(), in the order they forget an account: dependent
 * rows first, the account last. Found, not listed, so a feature cannot be left out by this code.
 */
@Injectable()
export class PersonalDataHolders implements OnModuleInit {
  private ordered: PersonalDataHolder[] = [];

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    const found = markedProviders<PersonalDataHolder, { stage?: ForgetStage }>(
      this.discovery,
      HoldsPersonalData,
    ).map(({ instance, options }) => ({ holder: instance, stage: options?.stage ?? 'own' }));
    this.ordered = FORGET_STAGES.flatMap((stage) =>
      found.filter((entry) => entry.stage === stage).map((entry) => entry.holder),
    );
  }

  all(): readonly PersonalDataHolder[] {
    return this.ordered;
  }
}
