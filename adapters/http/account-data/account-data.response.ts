import { ApiProperty } from '@nestjs/swagger';

export class DeletedAccountResponse {
  @ApiProperty({ example: 'Your account was deleted.' })
  message!: string;

  @ApiProperty({ description: 'Future bookings the deletion cancelled; their venues were told', example: 1 })
  cancelledBookings!: number;
}
