import { ApiProperty } from '@nestjs/swagger';
import { ADMIN_LOGIN_MESSAGES } from '@redress/domain';
import { Matches } from 'class-validator';
import { AdminUser } from '../entities/admin-user.entity';

export class AdminLoginDto {
  @ApiProperty({ example: 'admin' })
  @Matches(/\S/, { message: ADMIN_LOGIN_MESSAGES.usernameRequired })
  username!: string;

  @ApiProperty({ format: 'password' })
  @Matches(/\S/, { message: ADMIN_LOGIN_MESSAGES.passwordRequired })
  password!: string;
}

export class AdminDto {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'admin' }) username!: string;
  @ApiProperty({ example: 'admin' }) role!: string;
}

export class AdminLoggedInDto {
  @ApiProperty({ type: AdminDto }) admin!: AdminDto;
}

export class AdminSessionDto {
  @ApiProperty({ type: AdminDto, nullable: true, description: 'Null when no admin is signed in' })
  admin!: AdminDto | null;
}

export class AdminLoggedOutDto {
  @ApiProperty({ example: true }) success!: boolean;
}

export function toAdminDto(admin: AdminUser): AdminDto {
  return { id: admin.id, username: admin.username, role: admin.role };
}
