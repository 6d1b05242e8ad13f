import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { OpenApiController } from './openapi.controller';
import { OpenApiService } from './openapi.service';

@Module({ imports: [DiscoveryModule], controllers: [OpenApiController], providers: [OpenApiService] })
export class OpenApiModule {}
