export { dismissToast, toast, useToasts, type ToastInput, type ToastItem } from './store'
