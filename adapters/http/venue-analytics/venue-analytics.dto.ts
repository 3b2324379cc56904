import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriodKey } from '../../../domain/venue-analytics/analytics-period.js';

export class AnalyticsQueryDto {
  @ApiPropertyOptional({ enum: ANALYTICS_PERIODS, default: DEFAULT_ANALYTICS_PERIOD, description: 'The last 30 days, 90 days or 12 months up to today; the period before it gives the trends' })
  @IsOptional()
  @IsIn(ANALYTICS_PERIODS, { message: `period must be one of ${ANALYTICS_PERIODS.join(', ')}` })
  period?: AnalyticsPeriodKey;
}
