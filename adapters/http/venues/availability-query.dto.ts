import { ApiProperty } from '@nestjs/swagger';
import { IsCalendarDate } from '../shared/calendar-date.validator.js';

export class AvailabilityQueryDto {
  @ApiProperty({ example: '2027-05-01' })
  @IsCalendarDate()
  startDate!: string;

  @ApiProperty({ example: '2027-05-31' })
  @IsCalendarDate()
  endDate!: string;
}
