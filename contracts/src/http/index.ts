export {
  customInstance,
  setHttpClient,
  type BodyType,
  type ErrorType,
  type HttpClient,
} from './mutator';
