import { Module } from '@nestjs/common';
import { AccountDataController } from './account-data.controller.js';

/** A person's own data: the download of it and the deletion of their account. */
@Module({ controllers: [AccountDataController] })
export class AccountDataModule {}
