/** What other modules may use of servicing/claims. */
export { ClaimsModule } from './claims.module';
