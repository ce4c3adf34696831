export { LoadError, type LoadErrorProps } from './load-error';
