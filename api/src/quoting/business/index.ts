/** What other modules may use of quoting/business. */
export { submissionBusiness } from './business-fields';
export { BusinessModule } from './business.module';
export { BusinessService } from './business.service';
export { ClaimDto, LocationDto, OwnerDto } from './dto/business-requests.dto';
export { BusinessDto, mapBusiness } from './dto/business.dto';
export { IsCalendarDate, RequestProperties } from './dto/field-decorators';
export type { BusinessClaim } from './entities/business-claim.entity';
export type { BusinessLocation } from './entities/business-location.entity';
export type { BusinessOwner } from './entities/business-owner.entity';
export type { Business } from './entities/business.entity';
