/*---
section: I.4.17
clause: attr.likely-unlikely
description: "Guide example, completed: the guide's foo uses an undeclared i; \"int i = x;\" is added."
verdict: ok
std: c++20
tags: [example]
note: "The guide's example tests i, which it never declares (the parameter is x). The minimal completion adds \"int i = x;\" as the first statement and leaves the guide's lines unchanged."
---*/
__device__ int foo(int x) {
 int i = x;

 if (i < 10) [[likely]] { // the 'if' block will likely be entered
  return 4; 
 }
 if (i < 20) [[unlikely]] { // the 'if' block will not likely be entered
  return 1;
 }
 return 0;
}
