/*
 * What the portal shows once her course has arrived (the list of her courses, the modules, the
 * lesson), in a module of its own: fetched together with the course, so a visitor who is signed
 * out or owns nothing never downloads it, and a buyer waits no longer than for the course itself.
 */
export { CourseList } from './CourseList'
export { ModuleList } from './ModuleList'
export { LockedModule, ModuleView, UnknownModule } from './ModuleView'
