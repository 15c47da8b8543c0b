<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="room" tilewidth="16" tileheight="16" tilecount="4" columns="4">
 <image source="room.png" width="64" height="16"/>
 <tile id="1" type="ladder"/>
 <tile id="2">
  <properties>
   <property name="kind" value="ice"/>
  </properties>
 </tile>
 <tile id="3" type="lava"/>
</tileset>
