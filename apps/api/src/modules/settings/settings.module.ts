import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { TemplatesModule } from '../templates/templates.module';
import { SettingsController } from './settings.controller';
import { SettingsRepository } from './settings.repository';
import { SettingsService } from './settings.service';

/** Owns `quote_settings`; exports the repository (register creates the row) and the service (quoteDefaults). */
@Module({
  imports: [CompaniesModule, TemplatesModule],
  controllers: [SettingsController],
  providers: [SettingsRepository, SettingsService],
  exports: [SettingsRepository, SettingsService],
})
export class SettingsModule {}
