export { toast, type ToastInput, type ToastItem } from './store'
