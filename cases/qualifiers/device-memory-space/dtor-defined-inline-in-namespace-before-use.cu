/*---
section: "I.4.3.1"
clause: memspace.empty-dtor.defined
description: "A destructor of a class in a namespace, declared in the class and defined inline, empty, out of class before the __managed__ variable: defined at that point, so empty."
verdict: ok
---*/
namespace stats {
struct Stat {
    long count;
    __host__ __device__ ~Stat();
};
inline __host__ __device__ Stat::~Stat() {}
} // namespace stats

__managed__ stats::Stat stat;
