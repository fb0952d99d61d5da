/*---
section: "I.4.3.1"
clause: memspace.empty-dtor.bases
description: "A __managed__ variable whose class derives from a base with an empty user destructor: the base destructor is empty."
verdict: ok
---*/
struct Resource {
    int id;
    __host__ __device__ ~Resource() {}
};
struct Handle : Resource {
    int gen;
    __host__ __device__ ~Handle() {}
};

__managed__ Handle h;
