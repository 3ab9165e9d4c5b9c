/** What other modules may use of identity/users. */
export { MessageResponseDto, NameFieldsDto, ProfileFieldsDto, UpdateUserDto } from './dto/user.dto';
export { UsersDirectory } from './users-directory';
export type { UserCard } from './users-directory';
export { UsersDirectoryModule } from './users-directory.module';
export { UsersModule } from './users.module';
export { AdminSeeder } from './admin.seeder';
