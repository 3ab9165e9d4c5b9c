/** What other modules may use of identity/users. */
export {
  AuthResponseDto,
  MessageResponseDto,
  NameFieldsDto,
  UpdateUserDto,
  UserIdParamDto,
} from './dto/user.dto';
export { UsersModule } from './users.module';
export { AdminSeeder } from './admin.seeder';
