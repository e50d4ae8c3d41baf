import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  DataSubject,
  Forgotten,
  HoldsPersonalData,
  PersonalDataExport,
  PersonalDataHolder,
  exportedRow,
} from '../../common/personal-data';
import { User } from './entities/user.entity';
import { UsersService } from './users.service';

/** The account itself: exported as it is, deleted last, after everything that points at it. */
@HoldsPersonalData({ stage: 'account' })
@Injectable()
export class UsersPersonalData implements PersonalDataHolder {
  readonly entities = [User];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  async exportFor({ id }: DataSubject): Promise<PersonalDataExport> {
    const user = await this.dataSource.manager.findOneBy(User, { id });
    return { sections: { account: user ? exportedRow(user) : null } };
  }

  async forget({ id }: DataSubject, manager: EntityManager): Promise<Forgotten> {
    await manager.delete(User, { id });
    return { afterCommit: () => this.users.forget(id) };
  }
}
