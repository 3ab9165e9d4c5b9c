export { customInstance, setHttpClient, type BodyType, type ErrorType } from './mutator';
