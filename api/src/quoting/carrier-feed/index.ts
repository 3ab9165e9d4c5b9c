/** What other modules may use of quoting/carrier-feed. */
export { CarrierFeedModule } from './carrier-feed.module';
