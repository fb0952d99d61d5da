/*---
section: "I.4.3.1"
clause: memspace.empty-ctor.members
description: "A __device__ variable whose class holds a 2-D array of a class template specialization with an empty constructor and a trivial member: every member constructor is empty."
verdict: ok
---*/
template <typename T> struct Cell {
    T v;
    __host__ __device__ Cell() {}
};
struct Plain {
    double d;
};

struct Grid {
    Cell<int> cells[2][3];
    Plain extra;
    __host__ __device__ Grid() {}
};

__device__ Grid g;
