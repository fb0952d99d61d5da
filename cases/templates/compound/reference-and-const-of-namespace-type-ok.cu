/*---
section: "I.4.11"
clause: template.arg-compound
description: "Compounds of a namespace-scope class template specialization and enum (const, array of pointers, pointer to function returning one) used as kernel template arguments."
verdict: ok
---*/
template <typename T> __global__ void kernel(void) {}
template <typename T> struct Box {
    T v;
};
enum class Mode { fast, slow };

void launch(void) {
    kernel<const Box<int>><<<1, 1>>>();
    kernel<Box<Mode> *[3]><<<1, 1>>>();
    kernel<Box<float> (*)(Mode)><<<1, 1>>>();
}
