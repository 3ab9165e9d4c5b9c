/** What other modules may use of servicing/endorsements. */
export { EndorsementsModule } from './endorsements.module';
export { EndorsedPremiums } from './endorsed-premiums';
