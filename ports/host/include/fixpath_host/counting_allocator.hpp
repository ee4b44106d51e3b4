// fixpath_host/counting_allocator.hpp - counts every heap allocation of the
// process (calls and bytes). An executable that includes this header in
// exactly one source file replaces malloc, calloc, realloc, the aligned
// allocators and every operator new with counting versions (glibc lets an
// executable interpose them). The zero-heap test and the peer benchmark use
// it; sanitizer builds replace the allocator themselves, so don't combine.
#ifndef FIXPATH_BENCH_COUNTING_ALLOCATOR_HPP
#define FIXPATH_BENCH_COUNTING_ALLOCATOR_HPP

#include <atomic>
#include <cstddef>
#include <new>

namespace counting {
inline std::atomic<long long> calls{0};
inline std::atomic<long long> bytes{0};
inline void note(size_t n) {
    calls.fetch_add(1, std::memory_order_relaxed);
    bytes.fetch_add(static_cast<long long>(n), std::memory_order_relaxed);
}
}  // namespace counting

extern "C" {
void* __libc_malloc(size_t);
void* __libc_calloc(size_t, size_t);
void* __libc_realloc(void*, size_t);
void* __libc_memalign(size_t, size_t);
void __libc_free(void*);
void* malloc(size_t n) {
    counting::note(n);
    return __libc_malloc(n);
}
void* calloc(size_t n, size_t m) {
    counting::note(n * m);
    return __libc_calloc(n, m);
}
void* realloc(void* p, size_t n) {
    counting::note(n);
    return __libc_realloc(p, n);
}
void* aligned_alloc(size_t a, size_t n) {
    counting::note(n);
    return __libc_memalign(a, n);
}
void* memalign(size_t a, size_t n) {
    counting::note(n);
    return __libc_memalign(a, n);
}
int posix_memalign(void** out, size_t a, size_t n) {
    counting::note(n);
    *out = __libc_memalign(a, n);
    return *out ? 0 : 12;
}
void free(void* p) { __libc_free(p); }
}

void* operator new(size_t n) {
    counting::note(n);
    if (void* p = __libc_malloc(n ? n : 1)) return p;
    throw std::bad_alloc();
}
void* operator new[](size_t n) { return operator new(n); }
void* operator new(size_t n, const std::nothrow_t&) noexcept {
    counting::note(n);
    return __libc_malloc(n ? n : 1);
}
void* operator new[](size_t n, const std::nothrow_t& t) noexcept { return operator new(n, t); }
void* operator new(size_t n, std::align_val_t a) {
    counting::note(n);
    return __libc_memalign(static_cast<size_t>(a), n ? n : 1);
}
void* operator new[](size_t n, std::align_val_t a) { return operator new(n, a); }
void operator delete(void* p) noexcept { __libc_free(p); }
void operator delete[](void* p) noexcept { __libc_free(p); }
void operator delete(void* p, size_t) noexcept { __libc_free(p); }
void operator delete[](void* p, size_t) noexcept { __libc_free(p); }
void operator delete(void* p, std::align_val_t) noexcept { __libc_free(p); }
void operator delete[](void* p, std::align_val_t) noexcept { __libc_free(p); }
void operator delete(void* p, size_t, std::align_val_t) noexcept { __libc_free(p); }
void operator delete[](void* p, size_t, std::align_val_t) noexcept { __libc_free(p); }

#endif
