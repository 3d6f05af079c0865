#ifndef PHYSIOPOINT_ALLOCATION_COUNTER_H
#define PHYSIOPOINT_ALLOCATION_COUNTER_H

/// Heap allocations made so far by the calling thread (malloc, calloc, realloc and the aligned
/// allocators, whoever called them: the Swift runtime allocates through malloc). Linking this target
/// replaces the process's malloc family with counting wrappers around glibc's own; on a system without
/// glibc's `__libc_*` entry points the count stays 0 and `pp_allocation_counting` returns 0.
unsigned long long pp_thread_allocations(void);

/// 1 when allocations are being counted (this process links the wrappers and runs on glibc).
int pp_allocation_counting(void);

#endif
