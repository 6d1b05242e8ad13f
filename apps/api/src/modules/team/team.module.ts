import { Module } from '@nestjs/common';
import { UnitOfWork } from '../../database/tx';
import { AuthModule } from '../auth/auth.module';
import { CompaniesModule } from '../companies/companies.module';
import { TemplatesModule } from '../templates/templates.module';
import { UsersModule } from '../users/users.module';
import { InvitationsPublicController } from './invitations-public.controller';
import { InvitationsRepository } from './invitations.repository';
import { InvitationsService } from './invitations.service';
import { TeamController } from './team.controller';
import { TeamService } from './team.service';

/** Colleagues, roles and invitations (docs/account-and-settings.md, Team). */
@Module({
  imports: [AuthModule, UsersModule, CompaniesModule, TemplatesModule],
  controllers: [TeamController, InvitationsPublicController],
  providers: [UnitOfWork, InvitationsRepository, InvitationsService, TeamService],
})
export class TeamModule {}
