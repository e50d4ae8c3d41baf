import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { Service } from './entities/service.entity';
import { AdminServicesController } from './admin-services.controller';
import { CatalogueController } from './catalogue.controller';
import { CatalogueService } from './catalogue.service';
import { CatalogueAdminListing } from './catalogue-admin-listing';

@Module({
  imports: [TypeOrmModule.forFeature([Service]), AdminModule],
  controllers: [CatalogueController, AdminServicesController],
  providers: [CatalogueService, CatalogueAdminListing],
  exports: [CatalogueService],
})
export class CatalogueModule {}
