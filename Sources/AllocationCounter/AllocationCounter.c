// Counting wrappers around glibc's allocator, for the engine's "nothing allocated per frame" check
// (physiopoint-bench engine, and a test). An executable that defines malloc takes it over for every
// library it loads; each wrapper bumps a per-thread counter and calls glibc's own entry point.
#include "AllocationCounter.h"
#include <stddef.h>
#if defined(__linux__)
#include <features.h>  // __GLIBC__
#endif

#if defined(__linux__) && defined(__GLIBC__)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static __thread unsigned long long allocations;

void *malloc(size_t size) {
    allocations++;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    allocations++;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    allocations++;
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    allocations++;
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    allocations++;
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return 22;  // EINVAL
    allocations++;
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) return 12;  // ENOMEM
    *result = pointer;
    return 0;
}

unsigned long long pp_thread_allocations(void) { return allocations; }
int pp_allocation_counting(void) { return 1; }

#else

unsigned long long pp_thread_allocations(void) { return 0; }
int pp_allocation_counting(void) { return 0; }

#endif
